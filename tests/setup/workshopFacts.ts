// View tests never reach a server: the workshop's public facts (the footer's and the contact page's details, the
// home page's figures) stay loading, so those pages show the build's details. A test about the facts mocks the
// module itself (tests/views/home.test.tsx).
import { vi } from 'vitest';

vi.mock('../../src/api/workshopFacts', () => ({ getWorkshopFacts: vi.fn(() => new Promise(() => {})) }));
