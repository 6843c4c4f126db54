import { createRoot } from 'react-dom/client';

function App() {
  return <div data-app-state="ready">Menu Code Mapper</div>;
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
