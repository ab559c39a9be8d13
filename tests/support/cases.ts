/**
 * How many random cases a comparison with a slow model tries: `quick` in `npm test` (the CI run,
 * which has to fit in 15 minutes on 2 cores), `deep` under `npm run fuzz` (FUZZ_RUNS set), which
 * runs the same tests with more cases. The quick count still finds what each test was written
 * for; the deep one is for a change to the search or the rules it models.
 */
export function cases(quick: number, deep: number): number {
  return process.env.FUZZ_RUNS ? deep : quick
}
