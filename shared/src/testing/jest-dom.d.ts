// Types for the jest-dom matchers that tools/jest/setup-web.cjs installs at run time.
import '@testing-library/jest-dom';
