import { SafeHtml } from '../../../ui/SafeHtml';

/** Text element: sanitised HTML with the shop's typography. */
export function CmsText({ html, verticalAlign }: { html: string; verticalAlign?: string }) {
  const align = verticalAlign === 'center' ? 'center' : verticalAlign === 'flex-end' ? 'flex-end' : 'flex-start';
  return (
    <SafeHtml
      html={html}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: align,
        '& h1': { typography: 'h1', mt: 0, mb: 2 },
        '& h2': { typography: 'h2', mt: 0, mb: 1.5 },
        '& h3': { typography: 'h3', mt: 0, mb: 1 },
        '& .lead': { fontSize: '1.125rem' },
        '& .article-byline': { color: 'text.secondary', fontSize: '0.9375rem' },
        '& > :last-child': { mb: 0 },
      }}
    />
  );
}
