#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

if let fault = getenv("FAULTY_DEMO"), String(cString: fault) == "trap" {
    fatalError("FAULTY_DEMO=trap")
}
demo.main()
