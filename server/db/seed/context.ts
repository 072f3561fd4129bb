import type { MediaRegistry } from './images';
import type { SeedRows } from './rows';

/** What every data module adds its rows and pictures to. */
export interface SeedContext {
  rows: SeedRows;
  media: MediaRegistry;
}
