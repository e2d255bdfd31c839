import i18n, { addTexts, hasTexts, LANGUAGES, type Language, setLanguage } from './texts';

export type { TextKey, TFunction } from './texts';
export { LANGUAGES, type Language, useTranslation } from './texts';
/** Where an explicit choice of language is kept; otherwise the browser's language decides. */
export const LANGUAGE_STORAGE_KEY = 'lang';

type Texts = () => Promise<{ default: Parameters<typeof addTexts>[1] }>;

// Each language is its own chunk: a terminal downloads only the texts it shows.
const bundles: Record<Language, Texts> = {
  es: () => import('./es.json'),
  en: () => import('./en.json'),
};

// The signed-in screens' texts load after the login, so /login downloads only its own.
const appBundles: Record<Language, Texts> = {
  es: () => import('./es.app.json'),
  en: () => import('./en.app.json'),
};
let appTextsWanted = false;
const APP_MARKER = 'topbar';

// Texts of screens that open on demand (charging, self-service, orders history, the outbox's bars, the settings panel), kept out of the
// signed-in first download (DESIGN §10 budget); each bundle's marker (its name unless said) is one of its top-level keys.
const onDemandBundles = {
  checkout: { marker: 'payment', es: () => import('./es.checkout.json'), en: () => import('./en.checkout.json') },
  cashiers: { es: () => import('./es.cashiers.json'), en: () => import('./en.cashiers.json') },
  printing: { marker: 'printers', es: () => import('./es.printing.json'), en: () => import('./en.printing.json') },
  outbox: { es: () => import('./es.outbox.json'), en: () => import('./en.outbox.json') },
  help: { es: () => import('./es.help.json'), en: () => import('./en.help.json') },
  preferences: {
    es: () => import('./es.preferences.json'),
    en: () => import('./en.preferences.json'),
  },
  tablesAdmin: {
    es: () => import('./es.tablesAdmin.json'),
    en: () => import('./en.tablesAdmin.json'),
  },
  settings: { es: () => import('./es.settings.json'), en: () => import('./en.settings.json') },
  users: { marker: 'setPassword', es: () => import('./es.users.json'), en: () => import('./en.users.json') },
  menuAdmin: {
    es: () => import('./es.menuAdmin.json'),
    en: () => import('./en.menuAdmin.json'),
  },
  purchasing: {
    es: () => import('./es.purchasing.json'),
    en: () => import('./en.purchasing.json'),
  },
  stock: { es: () => import('./es.stock.json'), en: () => import('./en.stock.json') },
  delivery: { es: () => import('./es.delivery.json'), en: () => import('./en.delivery.json') },
  deliveryBoard: {
    es: () => import('./es.deliveryBoard.json'),
    en: () => import('./en.deliveryBoard.json'),
  },
  reports: { es: () => import('./es.reports.json'), en: () => import('./en.reports.json') },
} satisfies Record<string, { marker?: string } & Record<Language, Texts>>;
type OnDemandBundle = keyof typeof onDemandBundles;
const wantedBundles = new Set<OnDemandBundle>();

const toLanguage = (code: string | undefined): Language => (code?.toLowerCase().startsWith('en') ? 'en' : 'es');
const isLanguage = (code: string) => LANGUAGES.some((language) => code.toLowerCase().startsWith(language));

/** The stored choice, else the first browser language we have texts for, else Spanish. */
function detectLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  const candidates = [...(stored ? [stored] : []), ...(navigator.languages ?? []), navigator.language];
  return toLanguage(candidates.find((code) => code && isLanguage(code)));
}

export function currentLanguage(): Language {
  return i18n.language;
}

async function addAppTexts(language: Language): Promise<void> {
  if (hasTexts(language, APP_MARKER)) return;
  addTexts(language, (await appBundles[language]()).default);
}

async function addOnDemandTexts(language: Language, name: OnDemandBundle): Promise<void> {
  const bundle: { marker?: string } & Record<Language, Texts> = onDemandBundles[name];
  if (hasTexts(language, bundle.marker ?? name)) return;
  addTexts(language, (await bundle[language]()).default);
}

/** A bundle's loader for the screens that need it: wanted from then on, in a language switch too. */
const textsLoader = (name: OnDemandBundle) => (): Promise<void> => {
  wantedBundles.add(name);
  return addOnDemandTexts(currentLanguage(), name);
};

async function switchTo(language: Language): Promise<void> {
  if (!hasTexts(language)) addTexts(language, (await bundles[language]()).default);
  if (appTextsWanted) await addAppTexts(language);
  await Promise.all([...wantedBundles].map((name) => addOnDemandTexts(language, name)));
  setLanguage(language);
  document.documentElement.setAttribute('lang', language);
}

/** Detects the language (stored choice, then the browser; Spanish otherwise) and loads its texts. */
export async function initI18n(): Promise<void> {
  await switchTo(detectLanguage());
}

let appTexts: Promise<void> | null = null;
let appTextsLoaded = false;

/** True once the signed-in screens' texts are in (guards render those screens only then). */
export const hasAppTexts = (): boolean => appTextsLoaded;

/** The signed-in screens' texts in the current language, loaded once (a language switch adds its own). */
export function loadAppTexts(): Promise<void> {
  appTextsWanted = true;
  appTexts ??= addAppTexts(currentLanguage()).then(
    () => {
      appTextsLoaded = true;
    },
    (error: unknown) => {
      appTexts = null;
      throw error;
    },
  );
  return appTexts;
}

export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await switchTo(language);
}

export default i18n;

/** The charging screens' texts (close drawer, sales form, self-service, orders history), loaded once. */
export const loadCheckoutTexts = textsLoader('checkout');

/** The printers and billing settings' texts, loaded once. */
export const loadPrintingTexts = textsLoader('printing');

/** The cash drawer forms' and the cashiers screen's texts, loaded once. */
export const loadCashierTexts = textsLoader('cashiers');

/** The outbox's banner and drawer texts, loaded the first time there is something to say. */
export const loadOutboxTexts = textsLoader('outbox');

/** The staff guide's texts, loaded when the help page opens. */
export const loadHelpTexts = textsLoader('help');

/** The preferences screen's texts (order PIN, tips, taxes), loaded once. */
export const loadPreferencesTexts = textsLoader('preferences');

/** The tables admin screen's texts, loaded once. */
export const loadTablesAdminTexts = textsLoader('tablesAdmin');

/** The users and customers screen's and the set-password screen's texts, loaded once. */
export const loadUserTexts = textsLoader('users');

/** The settings panel's and the administrator's home texts, loaded with them. */
export const loadSettingsTexts = textsLoader('settings');

/** The inventory screen's texts (products, sides, categories), loaded once. */
export const loadMenuAdminTexts = textsLoader('menuAdmin');

/** The purchases, waste, vendors and stock count screens' texts, loaded once. */
export const loadPurchasingTexts = textsLoader('purchasing');

/** The stock screens' texts (ingredients, movements, recipes), loaded with the first of them. */
export const loadStockTexts = textsLoader('stock');

/** The delivery order screens' texts (customer form, general information), loaded with the first of them. */
export const loadDeliveryTexts = textsLoader('delivery');

/** The delivery board's texts (the POS deliveries tab), loaded with it. */
export const loadDeliveryBoardTexts = textsLoader('deliveryBoard');

/** The reports' texts (tips, products sold, export), loaded with the first of them. */
export const loadReportsTexts = textsLoader('reports');
