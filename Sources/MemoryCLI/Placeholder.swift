public func main() {}
