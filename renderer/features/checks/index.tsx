/** Entry of the check browser (owned by the checks feature). The shell renders it for page 'checks'. */
export function ChecksPage() {
  return <section data-testid="checks-page">Checks</section>;
}
