/// <reference types="vite/client" />
// Lets the renderer import CSS files for their side effect (Vite bundles them); tsconfig.web.json
// sets "types": [] so nothing else from Node leaks into the renderer.
