// The router every front end uses, shared once through this module. react-router itself is not
// a federation singleton: a shared library is bundled whole (federation cannot know which
// exports the other builds use), and react-router whole is 61 KB gzip. Re-exporting the part
// Meridian uses lets the shell's build tree-shake it (about 16 KB), and the one copy of its
// contexts still reaches every remote. Import the router from here, never from react-router.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavLinkProps, LinkProps, NavigateFunction } from 'react-router';
