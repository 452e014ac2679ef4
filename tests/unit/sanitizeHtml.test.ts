import { render } from '@testing-library/react';
import { RecordContextProvider } from 'ra-core';
import { createElement } from 'react';
import { sanitizeHtml } from '../../src/components/SanitizedHtml';
import HtmlField from '../../src/generator/HtmlField';
import { XSS_PAYLOADS, dangerousParts } from '../xssPayloads';

/** Parses sanitized HTML so assertions do not depend on serialization details. */
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe('sanitizeHtml', () => {
  it('strips script tags', () => {
    expect(sanitizeHtml('<p>本文</p><script>alert(1)</script>')).toBe('<p>本文</p>');
  });

  it('strips event handler attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">本文</p><img src="x.png" onerror="alert(1)">')).toBe(
      '<p>本文</p><img src="x.png" alt="">',
    );
  });

  it('strips javascript: hrefs', () => {
    const html = sanitizeHtml('<a href="javascript:alert(1)">リンク</a>');
    expect(html).not.toContain('javascript:');
    const link = parse(html).querySelector('a');
    expect(link?.textContent).toBe('リンク');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('strips iframes', () => {
    expect(sanitizeHtml('<p>a</p><iframe src="https://evil.example/"></iframe>')).toBe('<p>a</p>');
  });

  it('strips style tags', () => {
    expect(sanitizeHtml('<style>body { display: none }</style><p>a</p>')).toBe('<p>a</p>');
  });

  it('strips forms and their controls', () => {
    const html = sanitizeHtml(
      '<form action="https://evil.example/"><input name="password"><button>送信</button></form>',
    );
    expect(parse(html).querySelector('form, input, button')).toBeNull();
  });

  it('keeps paragraphs, emphasis and https links', () => {
    const html = '<p>お知らせ<strong>重要</strong></p><a href="https://www.jgets.jp/">学会</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('gives links that open a new tab rel="noopener noreferrer"', () => {
    const html = sanitizeHtml('<a href="https://www.jgets.jp/" target="_blank">学会</a>');
    const link = parse(html).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.jgets.jp/');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('overrides a weaker rel on a new-tab link', () => {
    const html = sanitizeHtml('<a href="https://www.jgets.jp/" target="_blank" rel="opener">x</a>');
    expect(parse(html).querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves same-tab links without rel', () => {
    const html = sanitizeHtml('<a href="https://www.jgets.jp/">x</a>');
    expect(parse(html).querySelector('a')?.hasAttribute('rel')).toBe(false);
  });

  it('marks an image without text as decorative, and keeps the text an author gave', () => {
    const html = sanitizeHtml('<img src="/a.png"><img src="/b.png" alt="会場地図">');
    const images = [...parse(html).querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['', '会場地図']);
  });
});

describe('sanitizeHtml against known XSS payloads (tests/xssPayloads.ts)', () => {
  /** Serializes and parses again: a mutation-XSS payload shows itself on the second parse. */
  const reparsed = (html: string) => {
    const div = document.createElement('div');
    div.innerHTML = html;
    return parse(div.innerHTML);
  };

  it('has at least 30 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload.name, payload.html]))(
    '%s: dangerous as written, harmless sanitized and after a reparse',
    (_name, html) => {
      expect(dangerousParts(parse(html))).not.toEqual([]);
      const clean = sanitizeHtml(html);
      expect(dangerousParts(parse(clean))).toEqual([]);
      expect(dangerousParts(reparsed(clean))).toEqual([]);
      expect(clean).not.toMatch(/javascript:|vbscript:|\bon[a-z]+=/i);
    },
  );

  it('renders every payload through HtmlField with nothing dangerous and nothing run', () => {
    const record = { id: 1, body: XSS_PAYLOADS.map((payload) => payload.html).join('\n') };
    const field = createElement(HtmlField, { source: 'body' });
    const { container } = render(
      createElement(RecordContextProvider, { value: record, children: field }),
    );
    expect(container.querySelector('.html-content')).not.toBeNull();
    expect(dangerousParts(container)).toEqual([]);
    expect(window.__xss).toBeUndefined();
  });
});

describe('sanitizeHtml and inline styles', () => {
  const styleOf = (html: string) =>
    parse(sanitizeHtml(html)).querySelector('p')?.getAttribute('style');

  it('keeps a harmless style', () => {
    expect(styleOf('<p style="color: red; text-align: center">x</p>')).toBe(
      'color: red; text-align: center',
    );
  });

  it.each([
    ['a fake screen over the page', 'position: fixed; inset: 0; z-index: 9999'],
    ['a URL', 'background: url(https://evil.example/track.png)'],
    ['a URL behind a CSS escape', 'background: u\\72l(https://evil.example/track.png)'],
    ['an old-IE expression', 'width: expression(alert(1))'],
  ])('drops a style with %s', (_label, style) => {
    expect(styleOf(`<p style="${style}">x</p>`)).toBeNull();
  });
});
