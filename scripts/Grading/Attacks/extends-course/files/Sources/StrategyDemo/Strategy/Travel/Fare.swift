extension Journey {
    var busFare: Int { 0 }
}
