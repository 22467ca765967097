// The payments endpoints (filled in by their owner this session).
export {};
