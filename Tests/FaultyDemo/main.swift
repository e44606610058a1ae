import DemoTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

switch getenv("FAULTY_DEMO").map({ String(cString: $0) }) {
case "trap": fatalError("FAULTY_DEMO=trap")
case "hang": while true { sleep(1000) }
default: break
}
demo.main()
