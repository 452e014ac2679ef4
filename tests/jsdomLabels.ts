/**
 * jsdom finds a `<label for>`'s control by walking the whole document, and an input's `labels` by
 * asking that of every label in it: every label query of Testing Library (getByLabelText, and
 * getByRole's accessible names) grows with the square of the page. On a form of thirty inputs that
 * was half of a test's time. Here a label in a document finds its control through the document's
 * id index (getElementById: the first element in tree order with that id, as the DOM standard's
 * label control is), the same answer in one lookup; labels outside a document keep jsdom's walk.
 */
import { createRequire } from 'node:module';

interface NodeImpl {
  nodeType: number;
  getRootNode(options: object): NodeImpl & { getElementById?(id: string): NodeImpl | null };
}
interface LabelImpl extends NodeImpl {
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
}

const require = createRequire(import.meta.url);
const { implementation: LabelElement } =
  require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
    implementation: { prototype: LabelImpl };
  };
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
  isLabelable(node: NodeImpl): boolean;
};

const DOCUMENT_NODE = 9;
const walk = Object.getOwnPropertyDescriptor(LabelElement.prototype, 'control')?.get;
if (!walk) throw new Error('jsdom: HTMLLabelElement has no control getter to speed up');

/** The label's control, looked up by id when the label is in a document. */
function controlById(this: LabelImpl): NodeImpl | null {
  const id = this.getAttributeNS(null, 'for');
  if (id === null || id === '') return walk!.call(this) as NodeImpl | null;
  const root = this.getRootNode({});
  if (root.nodeType !== DOCUMENT_NODE || !root.getElementById)
    return walk!.call(this) as NodeImpl | null;
  const target = root.getElementById(id);
  return target && isLabelable(target) ? target : null;
}

// Files share their worker's modules: jsdom's own getter is replaced once.
if (walk.name !== controlById.name)
  Object.defineProperty(LabelElement.prototype, 'control', {
    configurable: true,
    get: controlById,
  });
