/**
 * Known XSS payloads for the HTML the portal shows from the server (notice bodies, terms), shared
 * by tests/unit/sanitizeHtml.test.ts (jsdom) and tests/e2e/security.spec.ts (the real browser).
 * Payload n, if it ran, sets `window.__xss = n`; `dangerousParts` names whatever in a parsed
 * fragment could still run script or send the member elsewhere.
 */

declare global {
  interface Window {
    __xss?: unknown;
  }
}

export interface XssPayload {
  name: string;
  html: string;
}

/** `text` with every character as a numeric character reference (`&#106;&#97;…`). */
const decimalEntities = (text: string): string =>
  [...text].map((char) => `&#${char.charCodeAt(0)};`).join('');
const hexEntities = (text: string): string =>
  [...text].map((char) => `&#x${char.charCodeAt(0).toString(16)};`).join('');

/** Payloads by name; each builds its HTML from the statement it must never get to run. */
const PAYLOADS: Record<string, (run: string) => string> = {
  'script tag': (run) => `<script>${run}</script>`,
  'script tag in upper case with a data: src': (run) =>
    `<SCRIPT SRC="data:text/javascript,${run}"></SCRIPT>`,
  'img onerror': (run) => `<img src="x" onerror="${run}">`,
  'img onerror in mixed case, unquoted': (run) => `<IMG SRC=x OnErRoR=${run}>`,
  'img onerror after a slash': (run) => `<img/src="x"/onerror=${run}>`,
  'svg onload': (run) => `<svg onload="${run}"></svg>`,
  'script inside svg': (run) => `<svg><script>${run}</script></svg>`,
  'svg animate onbegin': (run) =>
    `<svg><animate onbegin="${run}" attributeName="x" dur="1s"></animate></svg>`,
  'svg link with xlink:href javascript:': (run) =>
    `<svg><a xlink:href="javascript:${run}"><text x="20" y="20">XSS</text></a></svg>`,
  'svg set changing href to javascript:': (run) =>
    `<svg><a><set attributeName="href" to="javascript:${run}"></set><text y="20">XSS</text></a></svg>`,
  'javascript: link': (run) => `<a href="javascript:${run}">リンク</a>`,
  'javascript: link in mixed case': (run) => `<a href="JaVaScRiPt:${run}">リンク</a>`,
  'javascript: link after leading whitespace and a control character': (run) =>
    `<a href=" &#14; \tjavascript:${run}">リンク</a>`,
  'javascript: link with a tab and a newline inside the scheme': (run) =>
    `<a href="jav&#x09;ascr&#x0A;ipt:${run}">リンク</a>`,
  'javascript: link as decimal entities': (run) =>
    `<a href="${decimalEntities('javascript:')}${run}">リンク</a>`,
  'javascript: link as hex entities': (run) =>
    `<a href="${hexEntities('javascript:')}${run}">リンク</a>`,
  'javascript: link as zero-padded entities without semicolons': (run) =>
    `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${run}">リンク</a>`,
  'javascript: link with a named-entity colon': (run) =>
    `<a href="javascript&colon;${run}">リンク</a>`,
  'javascript: link hiding behind a comment and a newline': (run) =>
    `<a href="javascript://%0a${run}">リンク</a>`,
  'data: link with an HTML document': (run) =>
    `<a href="data:text/html;base64,${btoa(`<script>${run}</script>`)}">リンク</a>`,
  'vbscript: link': () => '<a href="vbscript:msgbox(1)">リンク</a>',
  'iframe with a javascript: src': (run) => `<iframe src="javascript:${run}"></iframe>`,
  'iframe srcdoc': (run) => `<iframe srcdoc="&lt;script&gt;parent.${run}&lt;/script&gt;"></iframe>`,
  'iframe with a data: document': (run) =>
    `<iframe src="data:text/html,&lt;script&gt;parent.${run}&lt;/script&gt;"></iframe>`,
  'object data javascript:': (run) => `<object data="javascript:${run}"></object>`,
  'embed src javascript:': (run) => `<embed src="javascript:${run}">`,
  'form action javascript:': (run) =>
    `<form action="javascript:${run}"><button type="submit">送信</button></form>`,
  'button formaction': (run) => `<button formaction="javascript:${run}">送信</button>`,
  'input autofocus onfocus': (run) => `<input autofocus onfocus="${run}">`,
  'details ontoggle': (run) => `<details open ontoggle="${run}"><summary>x</summary></details>`,
  'video source onerror': (run) => `<video><source src="x" onerror="${run}"></video>`,
  'audio src onerror': (run) => `<audio src="x" onerror="${run}"></audio>`,
  'marquee onstart': (run) => `<marquee onstart="${run}">x</marquee>`,
  'style tag with an import': (run) => `<style>@import 'javascript:${run}';</style>`,
  'style attribute with a javascript: url': (run) =>
    `<div style="background-image: url('javascript:${run}')">x</div>`,
  'style attribute with expression()': (run) => `<div style="width: expression(${run})">x</div>`,
  'meta refresh to javascript:': (run) =>
    `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
  'base href hijacking relative links': (run) => `<base href="javascript:${run}//">`,
  'link to an HTML import': (run) =>
    `<link rel="import" href="data:text/html,&lt;script&gt;${run}&lt;/script&gt;">`,
  'table background javascript:': (run) =>
    `<table><tr><td background="javascript:${run}">x</td></tr></table>`,
  'img onerror inside template': (run) => `<template><img src="x" onerror="${run}"></template>`,
  'mXSS: noscript closing inside an attribute': (run) =>
    `<noscript><p title="</noscript><img src=x onerror=${run}>"></p></noscript>`,
  'mXSS: xmp closing inside an attribute': (run) =>
    `<xmp><p title="</xmp><img src=x onerror=${run}>"></p></xmp>`,
  'mXSS: svg style closing inside an attribute (DOMPurify 2.0.0)': (run) =>
    `<svg></p><style><a id="</style><img src=1 onerror=${run}>"></a></style></svg>`,
  'mXSS: math mglyph style (DOMPurify 2.0.17)': (run) =>
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=${run}&gt;"></style></mglyph></table></mtext></math>`,
  'mXSS: nested forms and namespace confusion (DOMPurify 2.2.2)': (run) =>
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${run}>`,
  'mXSS: textarea closing inside a comment': (run) =>
    `<textarea><!--</textarea><img src=x onerror=${run}>--></textarea>`,
};

/** Tags the sanitizer keeps for notices, each given every kind of automatic event handler. */
const CONTENT_TAGS = [
  'p',
  'div',
  'span',
  'a',
  'strong',
  'em',
  'h2',
  'ul',
  'li',
  'table',
  'td',
  'blockquote',
  'pre',
  'code',
  'section',
  'font',
  'br',
  'hr',
];

for (const tag of CONTENT_TAGS) {
  PAYLOADS[`event handlers on <${tag}>`] = (run) =>
    `<${tag} id="xss-${tag}" tabindex="0" autofocus onfocus="${run}" onclick="${run}" onmouseover="${run}" onanimationstart="${run}" style="animation: none">x</${tag}>`;
}

/** Every payload, numbered from 1: payload n sets `window.__xss = n` if it ever runs. */
export const XSS_PAYLOADS: readonly XssPayload[] = Object.entries(PAYLOADS).map(
  ([name, build], index) => ({ name, html: build(`window.__xss=${index + 1}`) }),
);

/**
 * What in `root` (and in any `<template>` content below it) could run script, load a document
 * or send a form elsewhere: forbidden elements, event handler attributes, and URL or style values
 * with a script scheme. Self-contained (no outer names) so Playwright can run it in a page too.
 */
export function dangerousParts(root: ParentNode): string[] {
  const forbiddenTags = new Set([
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'meta',
    'link',
    'base',
    'style',
    'animate',
    'set',
    'handler',
  ]);
  const urlAttributes = new Set([
    'href',
    'xlink:href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'dynsrc',
    'lowsrc',
    'to',
    'values',
  ]);
  // What a browser ignores before the scheme: whitespace and control characters, anywhere.
  // eslint-disable-next-line no-control-regex
  const normalized = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const found: string[] = [];
  const visit = (scope: ParentNode) => {
    for (const element of scope.querySelectorAll('*')) {
      const tag = element.localName.toLowerCase();
      if (forbiddenTags.has(tag)) found.push(`<${tag}>`);
      for (const { name, value } of element.attributes) {
        const attribute = name.toLowerCase();
        const url = normalized(value).toLowerCase();
        const scriptUrl = /^(?:javascript|vbscript):/.test(url);
        const dataUrl =
          url.startsWith('data:') && !(tag === 'img' && url.startsWith('data:image/'));
        if (
          attribute.startsWith('on') ||
          attribute === 'srcdoc' ||
          (urlAttributes.has(attribute) && (scriptUrl || dataUrl)) ||
          (attribute === 'style' &&
            /expression\(|javascript:|vbscript:|behavior:|binding:/i.test(value))
        ) {
          found.push(`<${tag} ${name}="${value}">`);
        }
      }
      if (element instanceof HTMLTemplateElement) visit(element.content);
    }
  };
  visit(root);
  return found;
}
