// Integration tests start servers and wait on real I/O; jest's 5 s default is for unit tests.
jest.setTimeout(60_000);
