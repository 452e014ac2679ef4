import { sanitizeHtml } from '../../src/components/SanitizedHtml';

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
