// The website endpoints (filled in by their owner this session).
export {};
