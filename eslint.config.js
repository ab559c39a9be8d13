// Lint: typescript-eslint with type information, and eslint-plugin-vue for the components.
// Formatting is Prettier's job (`npm run format`); eslint-config-prettier turns off the rules
// that would fight it.
import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'
import vueParser from 'vue-eslint-parser'

/**
 * Files that may stay over 400 lines of code: catalogues of texts, which grow with every
 * message and are read by key, not from top to bottom.
 */
const LONG_CATALOGUES = [
  'src-renderer/messages*.ts',
  'shared/i18n/*.ts',
  'shared/games/messages.ts',
  'shared/games/*/messages.ts',
  'shared/share/messages.ts',
  'shared/stats/messages.ts',
]

/**
 * Where `x as unknown as T` stays, and why: each is a value whose type the compiler cannot know
 * from here. Anywhere else, type the value (a schema's inferred type, a narrowing cast, a type
 * guard) instead of telling the compiler to forget it.
 */
const DOUBLE_CASTS = {
  'shared/print/document.ts': "fontkit's published types and pdf-lib's declaration of the same interface differ",
  'tests/unit/main/packaging.test.ts':
    '@electron/fuses types the wire by the fuses it knows; the test reads one it does not',
  'scripts/bench/peer.ts': "boardgame.io's MCTSBot keeps its iteration counter private; the bench stops it at a count",
  'tests/unit/stats/series.test.ts': 'hands the series a game and states of one field: fakes of a wider type',
  'tests/component/online/online.test.ts': 'a bridge with only the calls the store makes, set on the page',
  'tests/component/online/host-undo-timer.test.ts': 'a bridge and a table with only the calls the views make',
  'src-renderer/playtest/pool.ts': 'a module Worker typed by the messages its script sends and takes',
  'tests/e2e/network.e2e.ts': "reads the test's own stop switch from the page",
  'tests/e2e/playtest.e2e.ts': "reads Konva's stages from the page",
}

/** `x as unknown as T`: the compiler is told to forget what it knows of x */
const noDoubleCast = {
  meta: {
    type: 'problem',
    messages: {
      doubleCast:
        '`as unknown as` throws the type away: type the value instead, or add the file to DOUBLE_CASTS in eslint.config.js with its reason.',
    },
    schema: [],
  },
  create(context) {
    return {
      TSAsExpression(node) {
        const inner = node.expression
        if (inner.type === 'TSAsExpression' && inner.typeAnnotation.type === 'TSUnknownKeyword')
          context.report({ node, messageId: 'doubleCast' })
      },
    }
  },
}

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'dist-web/**', 'release/**', 'node_modules/**', 'resources/**', 'coverage/**'] },
  ...tseslint.configs.recommendedTypeChecked,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.ts', '**/*.vue'],
    languageOptions: {
      parser: vueParser,
      parserOptions: {
        parser: tseslint.parser,
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.vue'],
      },
    },
  },
  {
    rules: {
      // `const { summary: _old, ...rest } = x` is how we drop a key from a copy
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // a file a newcomer can read whole: past 400 lines of code it holds more than one concern
    files: ['**/*.ts', '**/*.vue', '**/*.js'],
    ignores: LONG_CATALOGUES,
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.ts', '**/*.vue'],
    ignores: Object.keys(DOUBLE_CASTS),
    plugins: { asobiba: { rules: { 'no-double-cast': noDoubleCast } } },
    rules: { 'asobiba/no-double-cast': 'error' },
  },
  { files: ['**/*.js', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.cjs'],
    rules: {
      // a CommonJS file (electron-builder's afterPack hook) can only load its dependencies with require()
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.vue'],
    rules: {
      // each game folder has its Board.vue, Panel.vue, Editor.vue by design: the folder names the game
      'vue/multi-word-component-names': 'off',
    },
  },
  {
    // boards, panels and their input are handed their legal moves by the play store (the
    // `legal` prop, src-renderer/stores/legal/), as chessground is handed `movable.dests`: they
    // never ask the rules what is legal, so legality is computed once, off the page when slow
    files: ['src-renderer/games/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/games/**'],
              importNames: ['legalActions', 'explain', 'reachable', 'pathTo', 'capSearches'],
              message: 'A board reads what is legal from its `legal` prop; the play store computes it.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(legalActions|explain)$/]',
          message: 'A board reads what is legal from its `legal` prop; the play store computes it.',
        },
      ],
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // a test builds the small harness components it mounts next to the cases that use them
      'vue/one-component-per-file': 'off',
    },
  },
  prettier,
)
