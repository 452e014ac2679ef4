import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';

const UNSAFE_STYLE =
  /url\s*\(|image-set\s*\(|expression\s*\(|javascript:|vbscript:|behavior\s*:|binding\s*:|position\s*:|\\/i;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links that open a new tab must not hand the opener to the other site.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
  // An image the author gave no text is decoration to a screen reader, not an unnamed image.
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  // DOMPurify keeps inline CSS as written, and the CSP allows it (docs/security.md): a style that
  // loads a URL, is script to old browsers, or takes the element out of the text (a fake screen
  // laid over the portal) goes whole, and so does one with a CSS escape (`u\72l(` is `url(`).
  if (UNSAFE_STYLE.test(node.getAttribute('style') ?? '')) node.removeAttribute('style');
});

/** HTML from the server (notice bodies, terms), sanitized before it reaches the page. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    ADD_ATTR: ['target'],
  });
}

/**
 * Server HTML on the page, sanitized. Import it lazily (DOMPurify loads with the first page that
 * shows HTML, not with the admin shell).
 */
export default function SanitizedHtml({ html }: { html: string }) {
  return (
    <Box
      className="html-content"
      sx={{ '& img': { maxWidth: '100%' }, '& p': { my: 1 } }}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
