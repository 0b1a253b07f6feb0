import { forShadowRoot, stylesForShadowRoot } from './shadow-css';

describe('the kit CSS inside the first screen shadow root', () => {
  it('moves rules for the document root and body to the host', () => {
    expect(forShadowRoot(':root { --a: 1; }\nbody { margin: 0; }\nhtml, body { color: red; }')).toBe(
      ':host { --a: 1; }\n:host { margin: 0; }\n:host, :host { color: red; }',
    );
  });

  it('leaves selectors that only contain those words alone', () => {
    const css = "html[dir='rtl'] .x { left: 0; } .rpk-body { margin: 0; } body.dark a { color: #fff; } .a > body-text { x: 1; }";
    expect(forShadowRoot(css)).toBe(css);
  });

  it('rewrites only the CSS of style elements, not the text of the page', () => {
    expect(stylesForShadowRoot('<style>body { margin: 0; }</style><p>body { is text }</p><style media="x">:root{--b:2}</style>')).toBe(
      '<style>:host { margin: 0; }</style><p>body { is text }</p><style media="x">:host{--b:2}</style>',
    );
  });
});
