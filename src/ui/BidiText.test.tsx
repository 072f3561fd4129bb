// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate } from '../lib/bidi';
import { BidiText } from './BidiText';

describe('BidiText', () => {
  it('renders isolated values and the Latin runs of Arabic text in <bdi>, without invisible marks', () => {
    const { container } = render(
      <p>
        <BidiText text={`طلب ضيف باسم ${isolate('Greta Gast')} (${isolate('greta@example.com')})`} />
      </p>,
    );
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['Greta Gast', 'greta@example.com']);
    expect(container.textContent).toBe('طلب ضيف باسم Greta Gast (greta@example.com)');
  });
  it('keeps "3-D Secure" in one run', () => {
    const { container } = render(
      <p>
        <BidiText text="دفع آمن عبر 3-D Secure." />
      </p>,
    );
    expect(container.querySelector('bdi')?.textContent).toBe('3-D Secure.');
  });
});
