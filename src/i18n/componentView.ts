import type { i18n as I18n } from 'i18next';

/**
 * What the app's components get as their i18n instance (I18nextProvider): an object with the
 * instance as its prototype and no data of its own.
 *
 * react-i18next's useTranslation gives every component that mounts its own copy of the instance
 * (all own property descriptors, so that a language change is a new object for the component's
 * memos). i18next binds each of its methods to the instance as an own property: a copy of the
 * instance itself is about 40 descriptors, some 30 ms of a product page's start-up at 4x CPU,
 * one copy per component. A copy of this view is an empty object. Reads fall through to the
 * instance, so the view is always current; its methods are the instance's bound ones.
 *
 * The one thing react-i18next writes on it, the record of the namespaces the components used
 * (which the prerenderer reads from the instance), is passed through to the instance.
 */
export function componentView(instance: I18n): I18n {
  return Object.create(instance, {
    reportNamespaces: {
      get: () => instance.reportNamespaces,
      set: (value: I18n['reportNamespaces']) => {
        instance.reportNamespaces = value;
      },
      enumerable: false,
      configurable: true,
    },
  }) as I18n;
}
