import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ShareVersions = Record<string, { from?: string; loaded?: boolean; loading?: unknown }>;

/**
 * A remote built for another major of a strict singleton (@meridian/shared) must fail alone, and
 * loudly. The shell is the authority: where it provides the package, a consumer its version does
 * not satisfy is refused at once (not given a private copy of its own, which would run with a
 * second auth store and cache). Left to itself, the runtime would also hand every later consumer
 * whatever loaded first, so an incompatible remote that was first to load a module the shell had
 * not loaded would make every other section fail too: a consumer the runtime's choice does not
 * satisfy gets a registered version that does (loaded first, then the highest).
 */
export function strictSharePlugin(shell = 'shell'): ModuleFederationRuntimePlugin {
  return {
    name: 'meridian-strict-share',
    resolveShare(args) {
      const config = args.shareInfo.shareConfig;
      const required = config?.requiredVersion;
      const versions = args.shareScopeMap[args.scope]?.[args.pkgName] as ShareVersions | undefined;
      if (!config?.singleton || !config.strictVersion || typeof required !== 'string' || !versions) return args;
      const shellVersion = Object.keys(versions).find((v) => versions[v]!.from === shell);
      if (shellVersion && !satisfy(shellVersion, required)) {
        // The runtime's own wording, which the unavailable view recognises.
        throw new Error(
          `Version ${shellVersion} from ${shell} of shared singleton module ${args.pkgName} does not satisfy the requirement of ${args.shareInfo.from} which needs ${required}`,
        );
      }
      if (args.version && satisfy(args.version, required)) return args;
      const loaded = (v: string) => Boolean(versions[v]!.loaded || versions[v]!.loading);
      const fitting = Object.keys(versions)
        .filter((v) => satisfy(v, required))
        .sort((a, b) => Number(loaded(b)) - Number(loaded(a)) || (satisfy(a, `>${b}`) ? -1 : 1));
      const chosen = shellVersion ?? fitting[0];
      if (!chosen) return args;
      return { ...args, version: chosen, resolver: () => ({ shared: args.shareScopeMap[args.scope]![args.pkgName]![chosen]!, useTreesShaking: false }) };
    },
  };
}
