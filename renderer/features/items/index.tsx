/** Entry of the mapping workspace (owned by the items feature). The shell renders it for page 'items'. */
export function ItemsPage() {
  return <section data-testid="items-page">Items</section>;
}
