export { provideRemoteLoader, loadFederated, hasRemoteLoader } from './remoteLoader';
export type { RemoteLoader, LoadOptions } from './remoteLoader';
export { RemoteBoundary } from './RemoteBoundary';
export type { RemoteBoundaryProps } from './RemoteBoundary';
export { FederatedComponent, preloadFederated } from './FederatedComponent';
export type { FederatedComponentProps } from './FederatedComponent';
export type {
  ActivityRecord,
  AddToPipelineProps,
  CompanyFormProps,
  ContactPanelProps,
  DealEditorProps,
  FederatedModules,
  RecordActivitiesProps,
} from './modules';
export {
  BOARD_FIRST_PAGE,
  COMPANIES_FIRST_PAGE,
  CONTACTS_FIRST_PAGE,
  MY_WORK_PAGE,
  DUPLICATES_PAGE,
  DUPLICATES_FIRST_PAGE,
  boardRequest,
  firstScreenOf,
  myWorkSectionQuery,
  startFirstRequests,
} from './firstScreens';
export type { FirstRequest, FirstScreen } from './firstScreens';
