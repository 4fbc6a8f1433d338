import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '@meridian/contract';
import { initialLocale } from './initialLocale';
import { PSEUDO_LOCALE, pseudoText, type DisplayLocale } from './pseudo';

/**
 * One Lingui instance for the whole app: it lives in @meridian/shared, the federation singleton,
 * so the shell and every remote translate through it. Each package adds its own catalogue
 * (`defineCatalogue`); only the chosen language's file of each is ever fetched.
 *
 * Messages are ICU MessageFormat ('{count, plural, one {# contact} other {# contacts}}'),
 * compiled at build time by the catalogue loader of tools/webpack-config; tests compile at run time.
 */
export const i18n = setupI18n();

type CatalogueModule = Messages | { default: Messages };
type Loader = (locale: Locale) => Promise<CatalogueModule>;

const loaders = new Map<string, Loader>();
const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;
let display: DisplayLocale = initialLocale();
/** Set by tests that add every catalogue's English themselves: English counts as loaded. */
let everythingLoaded = false;

const keyOf = (namespace: string, locale: Locale) => `${namespace}:${locale}`;
const catalogueLocale = (locale: DisplayLocale): Locale => (locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale);

// Lingui throws when asked for a text before any language is active: code that runs before the
// first catalogue arrives (the session check's frame title) gets the key instead of a crash.
i18n.load(catalogueLocale(display), {});
i18n.activate(catalogueLocale(display), [INTL_LOCALES[catalogueLocale(display)]]);

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const snapshot = () => version;

/** Re-renders every component that reads texts: something they show with them (the date format, the time zone) changed. */
export const refreshTexts = (): void => changed();

/** Adds messages to a language (a catalogue's file, or a test's preloaded catalogues). */
export function addMessages(locale: Locale, messages: Messages, namespace?: string): void {
  i18n.load(locale, messages);
  if (namespace) loaded.add(keyOf(namespace, locale));
  changed();
}

function loadNamespace(namespace: string, locale: Locale): Promise<void> {
  const key = keyOf(namespace, locale);
  if (loaded.has(key) || (everythingLoaded && locale === DEFAULT_LOCALE)) return Promise.resolve();
  let promise = pending.get(key);
  if (!promise) {
    const load = loaders.get(namespace)!;
    promise = load(locale).then(
      (module) => {
        pending.delete(key);
        addMessages(locale, ('default' in module ? module.default : module) as Messages, namespace);
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

const isLoaded = (namespace: string, locale: Locale) => (everythingLoaded && locale === DEFAULT_LOCALE) || loaded.has(keyOf(namespace, locale));

export function isReady(namespace: string): boolean {
  return isLoaded(namespace, catalogueLocale(display));
}

/**
 * Loads every catalogue in `locale`, then switches to it in one step, so no screen ever shows
 * a half-translated frame. A catalogue that fails to load keeps the previous language.
 */
export async function activate(locale: DisplayLocale): Promise<void> {
  const target = catalogueLocale(locale);
  // Tests wait for the deferred ones too: what an idle moment brings in the app is there at once.
  // A remote that defines its catalogue while these load asks for it in the old language, so the
  // list is read again until nothing is missing in the new one (else its screen waits forever).
  const missing = () => [...loaders.keys()].filter((namespace) => (everythingLoaded || !deferred.has(namespace)) && !isLoaded(namespace, target));
  for (let awaited = missing(); awaited.length > 0; awaited = missing()) {
    await Promise.all(awaited.map((namespace) => loadNamespace(namespace, target)));
  }
  i18n.activate(target, [INTL_LOCALES[target]]);
  display = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = target;
  changed();
  whenIdle(() => loadDeferred(target));
}

export const displayLocale = () => display;

/**
 * A package's catalogue: `namespace` is the first segment of each of its keys
 * ('contacts.list.empty'). Defining it starts loading the current language's file at once. A
 * `deferred` catalogue (texts no first screen shows, such as the API's refusals) is fetched when
 * the browser is idle and never awaited; with `skipIn`, not at all in that language.
 */
export function defineCatalogue<Key extends string>(namespace: string, load: Loader, options: { deferred?: boolean; skipIn?: Locale } = {}) {
  loaders.set(namespace, load);
  if (options.deferred) {
    deferred.set(namespace, { skipIn: options.skipIn });
    whenIdle(() => loadDeferred(catalogueLocale(display)));
  } else if (!isReady(namespace)) {
    loadNamespace(namespace, catalogueLocale(display)).catch(() => undefined);
  }
  const t = (key: Key, values?: Record<string, unknown>): string => translate(key, values);
  return { namespace, t, ready: () => isReady(namespace), load: () => loadNamespace(namespace, catalogueLocale(display)) };
}

const deferred = new Map<string, { skipIn?: Locale }>();
const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000));

function loadDeferred(locale: Locale): void {
  for (const [namespace, { skipIn }] of deferred) {
    if (locale !== skipIn) loadNamespace(namespace, locale).catch(() => undefined);
  }
}

/** The message in the current language; the pseudo-locale marks it so untranslated text stands out. */
export function translate(key: string, values?: Record<string, unknown>): string {
  const text = i18n._(key, values);
  return display === PSEUDO_LOCALE ? pseudoText(text) : text;
}

/** Tests: every catalogue's English counts as loaded (the jest setup added them). */
export function markEverythingLoaded(): void {
  everythingLoaded = true;
  i18n.activate(DEFAULT_LOCALE, [INTL_LOCALES[DEFAULT_LOCALE]]);
  changed();
}

/** Tests: back to English between tests (no screen is told: the test's screens are gone). */
export function resetForTests(): void {
  display = DEFAULT_LOCALE;
  i18n.activate(DEFAULT_LOCALE, [INTL_LOCALES[DEFAULT_LOCALE]]);
}
