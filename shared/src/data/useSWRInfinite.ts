// swr/infinite ships its own copy of SWR's core (relative imports inside the package). Shared by
// Module Federation as a module of its own, a remote's copy came with a second SWR core, whose
// context never sees the shell's <SWRConfig>: the contacts list ran on SWR's default cache (no
// freshness, no early first page, untouched by sign-out). Imported here, the shell provides and
// loads it with its own 'swr', so every remote's infinite list uses the app's one cache.
export { default as useSWRInfinite } from 'swr/infinite';
