import { configure } from '@testing-library/react';

// How long findBy… and waitFor wait for what a test expects to appear: Testing Library's 1 s was
// shorter than a lazily loaded dialog's first import on a loaded two-core machine (a confirmation
// dialog of the sessions list not there in the CI of 2026-11-30). A test of absence uses queryBy…
// and does not wait; a test that hangs still fails at jest's testTimeout.
configure({ asyncUtilTimeout: 5_000 });
