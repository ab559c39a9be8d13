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
  { files: ['**/*.js', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
)
