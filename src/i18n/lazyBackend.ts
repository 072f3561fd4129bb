import type { BackendModule, i18n as I18n } from 'i18next';

type Loader = () => Promise<{ default: Record<string, unknown> }>;

/**
 * i18next marks a namespace whose load failed (offline, a chunk of another build) as failed for
 * good: later `loadNamespaces` calls skip it and the screen shows raw keys until a reload. This
 * backend remembers those failures so the next request for the namespace, or the return of the
 * connection, loads it again.
 */
export class LazyJsonBackend {
  readonly failed = new Set<string>();

  constructor(
    private readonly files: Record<string, Loader>,
    private readonly pathOf: (language: string, namespace: string) => string,
  ) {}

  readonly module: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      const load = this.files[this.pathOf(language, namespace)];
      if (!load) return callback(null, {});
      load().then(
        (module) => {
          this.failed.delete(`${language}|${namespace}`);
          callback(null, module.default);
        },
        (error: unknown) => {
          this.failed.add(`${language}|${namespace}`);
          callback(error as Error, null);
        },
      );
    },
  };

  /** Loads namespaces, reloading those whose earlier load failed. */
  async load(instance: I18n, namespaces: readonly string[]): Promise<void> {
    await instance.loadNamespaces([...namespaces]);
    const language = instance.language;
    const retry = namespaces.filter((ns) => this.failed.has(`${language}|${ns}`) && !instance.hasResourceBundle(language, ns));
    await this.reload(instance, language, retry);
  }

  /**
   * i18next skips namespaces it marked as failed even on `reloadResources`: their mark is
   * cleared (the connector's state map, stable since i18next 11) so they load again.
   */
  private async reload(instance: I18n, language: string, namespaces: readonly string[]): Promise<void> {
    if (!namespaces.length) return;
    const connector = instance.services.backendConnector as { state?: Record<string, number> } | undefined;
    for (const ns of namespaces) delete connector?.state?.[`${language}|${ns}`];
    await instance.loadNamespaces([...namespaces]);
  }

  /** Reloads every failed namespace of the active language (on `online`). */
  async retryFailed(instance: I18n): Promise<void> {
    const language = instance.language;
    const retry = [...this.failed].filter((key) => key.startsWith(`${language}|`)).map((key) => key.slice(language.length + 1));
    await this.reload(instance, language, retry);
  }
}
