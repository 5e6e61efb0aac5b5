// The page's text and elements: every text from the trace goes through `visible`, and
// elements are built with text nodes (names are user data).
function reportText(page) {
  const SVG = 'http://www.w3.org/2000/svg';
  // Text as the page shows it: line breaks, other control characters, the
  // bidirectional controls (which would reorder what follows them) and the zero-width
  // characters (which would hide) as escapes, as ribviz's text outputs write them, so a
  // name can never disguise itself.
  const escapes = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
  function visible(text) {
    return String(text).replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g,
      (character) => escapes[character] || '\\u{' + character.codePointAt(0).toString(16) + '}');
  }
  function make(tag, text, className) {
    const element = document.createElement(tag);
    if (text !== undefined) element.textContent = visible(text);
    if (className) element.className = className;
    return element;
  }
  function makeSVG(tag, attributes) {
    const element = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes || {})) element.setAttribute(name, String(value));
    return element;
  }
  function figureList(figures) {
    const list = make('dl');
    for (const [label, value] of figures) {
      const row = make('div');
      row.append(make('dt', label), make('dd', value));
      list.append(row);
    }
    return list;
  }
  function seconds(nanoseconds) {
    const milliseconds = Math.round(nanoseconds / 1e6);
    return Math.floor(milliseconds / 1000) + '.' + String(milliseconds % 1000).padStart(3, '0') + ' s';
  }
  // The caption's parts are made once and their texts changed in place: new nodes would
  // make the browser build their boxes again at every step.
  function textPart(className) {
    const element = make('span', undefined, className);
    element.append(document.createTextNode(''));
    return element;
  }
  // Sets a text node's text, as the page shows it, when it is not that already.
  function setText(node, text) {
    const shown = visible(text);
    if (node.data !== shown) node.data = shown;
  }
  Object.assign(page, { visible, make, makeSVG, figureList, seconds, textPart, setText });
}
