// Vitest setup for component tests (jsdom): the antd-mobile React 19 shim, so Toast and Dialog
// render, jest-dom's matchers (toBeInTheDocument, toBeDisabled, ...), and a clean DOM after each test.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';

if (typeof document !== 'undefined') await import('@/lib/antd-react19');

afterEach(() => cleanup());
