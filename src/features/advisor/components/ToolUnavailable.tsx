import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, localizePath } from '../../../i18n/locales';
import { useLocale } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { ErrorView } from '../../errors';
import { TOOL_PATHS, type BeddingTool } from '../links';

/**
 * fr-FR and ar-AE: the advisor and the calculator exist only in German and English (spec §1).
 * The page says so and offers both versions.
 */
export function ToolUnavailable({ tool }: { tool: BeddingTool }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = t(`beddingTools.${tool}`);
  return (
    <>
      <PageMeta title={name} noIndex alternates={TOOL_PATHS[tool]} />
      <ErrorView
        locale={locale}
        header={t('beddingTools.unavailableTitle', { name })}
        text={t('beddingTools.unavailableText')}
        showHome={false}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            {(['de-DE', 'en-GB'] as const).map((l) => (
              <Button key={l} variant="contained" size="large" href={localizePath(l, TOOL_PATHS[tool][l])} lang={l}>
                {t('beddingTools.openIn', { language: LOCALE_NAMES[l] })}
              </Button>
            ))}
          </Stack>
        }
      />
    </>
  );
}
