import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { setImageRasteriser } from './lib/raster';
import { nodeRasteriser } from './lib/rasterNode';

// images are drawn with sharp here, with the page's canvas in the browser (mocks/browser.ts)
setImageRasteriser(nodeRasteriser);

/** The mock for tests (msw/node). */
export const server = setupServer(...handlers);
