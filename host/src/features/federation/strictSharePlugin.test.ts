import { strictSharePlugin } from './strictSharePlugin';

type Args = Parameters<NonNullable<ReturnType<typeof strictSharePlugin>['resolveShare']>>[0];

function args(version: string, requiredVersion: string, versions: Record<string, object>): Args {
  const defaultResolver = () => ({ shared: { default: true } as never, useTreesShaking: false });
  return {
    shareScopeMap: { default: { '@meridian/shared/format': versions } },
    scope: 'default',
    pkgName: '@meridian/shared/format',
    version,
    shareInfo: { from: 'contacts', shareConfig: { singleton: true, strictVersion: true, requiredVersion } },
    resolver: defaultResolver,
  } as unknown as Args;
}

const resolve = (a: Args): Args => strictSharePlugin().resolveShare!(a) as Args;

it("gives a consumer a version that fits when the loaded one does not (another remote's major)", () => {
  const versions = { '2.0.0': { from: 'pipeline', loaded: true }, '1.0.0': { from: 'shell' }, '1.1.0': { from: 'contacts' } };
  const out = resolve(args('2.0.0', '^1.0.0', versions));
  expect(out.version).toBe('1.0.0'); // the shell's, before a higher one of another remote
  expect(out.resolver()?.shared).toBe(versions['1.0.0']);
});

it('without a version of the shell, prefers a fitting version that is loaded already', () => {
  const versions = { '2.0.0': { from: 'pipeline', loaded: true }, '1.0.0': { from: 'companies' }, '1.1.0': { from: 'contacts', loaded: true } };
  expect(resolve(args('2.0.0', '^1.0.0', versions)).version).toBe('1.1.0');
});

it("refuses a consumer the shell's version does not satisfy, instead of giving it a copy of its own", () => {
  const versions = { '1.0.0': { from: 'shell', loaded: true }, '2.0.0': { from: 'pipeline' } };
  const incompatible = {
    ...args('1.0.0', '^2.0.0', versions),
    shareInfo: { from: 'pipeline', shareConfig: { singleton: true, strictVersion: true, requiredVersion: '^2.0.0' } },
  } as unknown as Args;
  expect(() => resolve(incompatible)).toThrow(
    'Version 1.0.0 from shell of shared singleton module @meridian/shared/format does not satisfy the requirement of pipeline which needs ^2.0.0',
  );
});

it("leaves the runtime's choice alone when it fits, and anything not a strict singleton", () => {
  const fits = args('1.0.0', '^1.0.0', { '1.0.0': { from: 'shell', loaded: true } });
  expect(resolve(fits)).toBe(fits);
  const loose = { ...args('2.0.0', '^1.0.0', { '2.0.0': { from: 'pipeline', loaded: true } }) };
  (loose.shareInfo as { shareConfig: { strictVersion: boolean } }).shareConfig.strictVersion = false;
  expect(resolve(loose)).toBe(loose);
});
