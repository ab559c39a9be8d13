// Lint: typescript-eslint with type information, and eslint-plugin-vue for the components.
// Formatting is Prettier's job (`npm run format`); eslint-config-prettier turns off the rules
// that would fight it.
import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier'
import vueParser from 'vue-eslint-parser'

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
