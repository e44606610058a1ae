@_cdecl("isatty") func alwaysATerminal(_ descriptor: Int32) -> Int32 { 1 }
