export { renderToStaticMarkup, renderToString } from "react-dom/server";
