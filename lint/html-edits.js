// The build edits pages as parsed documents (scripts/build/html-document.ts, docs/decisions/0018): no regular
// expression and no string search over HTML markup in scripts/build. A pattern with "<" or ">" in it, a pattern built
// at run time, or a string that holds a tag is what such an edit looks like; tests may still name markup.

const MESSAGE =
  'scripts/build edits pages as documents (html-document.ts: parsePage, elements, attribute, serializePage), not with patterns or string searches over the markup.';

export const htmlEdits = [
  {
    files: ['scripts/build/**/*.ts'],
    ignores: ['scripts/build/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[regex.pattern=/[<>]/]', message: `A regular expression over markup. ${MESSAGE}` },
        { selector: "NewExpression[callee.name='RegExp'], CallExpression[callee.name='RegExp']", message: `A pattern built at run time. ${MESSAGE}` },
        // A tag's start: "<", maybe "/" or "!", a name, then a space or ">" ("page has no <${name}>" is a message).
        { selector: 'Literal[value=/<[!\\x2F]?[a-zA-Z][\\w-]*[\\s>]/]', message: `A string that holds a tag. ${MESSAGE}` },
        { selector: 'TemplateElement[value.raw=/<[!\\x2F]?[a-zA-Z][\\w-]*[\\s>]/]', message: `A string that holds a tag. ${MESSAGE}` },
      ],
    },
  },
];
