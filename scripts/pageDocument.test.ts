import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageDocument, shellDocument } from './pageDocument';

const shell = `<!doctype html>
<html lang="de-DE" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="emotion-insertion-point" content="" />
    <title>Stallwerk Shop</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageDocument', () => {
  it('puts language, direction, head tags, critical CSS and the markup into the built shell', () => {
    const html = pageDocument(
      shell,
      {
        lang: 'ar-AE',
        dir: 'rtl',
        head: '<title>الفرشة | متجر Stallwerk</title><link rel="canonical" href="https://shop.example/ar-AE/Bedding/"/>',
        styles: '<style data-emotion="muirtl a1">.muirtl-a1{color:red}</style>',
        body: '<main><h1>الفرشة</h1><p>$& $1</p></main>',
        namespaces: ['common', 'catalog'],
      },
      '/ar-AE/Bedding/',
    );
    expect(html).toContain('<html lang="ar-AE" dir="rtl">');
    expect(html).not.toContain('<title>Stallwerk Shop</title>');
    expect(html).toContain('<title>الفرشة | متجر Stallwerk</title><link rel="canonical"');
    // Right after emotion's insertion point, where the browser's cache keeps them without moving them.
    expect(html).toContain('<meta name="emotion-insertion-point" content="" /><style data-emotion="muirtl a1">.muirtl-a1{color:red}</style>\n');
    // Replacement patterns in the markup stay as they are.
    expect(html).toContain('<div id="root" data-prerendered="/ar-AE/Bedding/" data-namespaces="common,catalog"><main><h1>الفرشة</h1><p>$& $1</p></main></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('replaces what the shell shows before the app renders (the header frame of index.html) with the page', () => {
    const template = readFileSync('index.html', 'utf8');
    expect(template).toContain('class="boot-header"');
    const html = pageDocument(template, { lang: 'de-DE', dir: 'ltr', head: '', styles: '', body: '<main><h1>Einstreu</h1></main>', namespaces: [] }, '/Einstreu/');
    expect(html).toContain('<div id="root" data-prerendered="/Einstreu/" data-namespaces=""><main><h1>Einstreu</h1></main></div>');
    expect(html).not.toContain('<div class="boot-header"');
  });

  it('escapes the page path in its attribute', () => {
    const html = pageDocument(shell, { lang: 'de-DE', dir: 'ltr', head: '', styles: '', body: '', namespaces: [] }, '/a"b&c/');
    expect(html).toContain('data-prerendered="/a&quot;b&amp;c/"');
  });
});

describe('shellDocument', () => {
  const styles =
    '<style data-s="" data-emotion-ssr="mui a1 b2">.mui-a1{color:red}.mui-b2{margin:0}</style><style data-s="" data-emotion-ssr="mui c3"></style><style data-s="" data-emotion="mui-global x9">body{margin:0}</style>';

  it('puts the cart page’s own style tags after the insertion point and leaves its global styles out', () => {
    const html = shellDocument(shell, { dir: 'ltr', styles });
    expect(html).toContain(
      '<meta name="emotion-insertion-point" content="" /><style data-s="" data-emotion-ssr="mui a1 b2">.mui-a1{color:red}.mui-b2{margin:0}</style><style data-s="" data-emotion-ssr="mui c3"></style>\n',
    );
    expect(html).not.toContain('mui-global');
    expect(html).toContain('<div id="root"></div>');
  });

  it('leaves the shell as it is for a right-to-left page (its cache has other names)', () => {
    expect(shellDocument(shell, { dir: 'rtl', styles })).toBe(shell);
  });
});
