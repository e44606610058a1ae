// The SourceChecks module (see Package.swift).
