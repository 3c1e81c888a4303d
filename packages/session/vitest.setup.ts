import { configure } from '@testing-library/react';

// waitFor here waits on real HTTP calls to the sandbox, which a busy machine can hold past the 1 s default.
configure({ asyncUtilTimeout: 10_000 });
