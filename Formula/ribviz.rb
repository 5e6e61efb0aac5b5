# Homebrew formula for the ribviz command, built from the main branch of the repository
# that holds this file. Tap your clone (or its remote) under any name, then install:
#
#   brew tap ribviz/ribviz /path/to/ribviz      # or the repository's git URL
#   brew install --HEAD ribviz/ribviz/ribviz
#
# `brew upgrade --fetch-HEAD ribviz` rebuilds from the newest main. The build is
# `make install` (Makefile), a release build that takes several minutes, most of them
# compiling swift-syntax. Tests/ribvizTests/HomebrewFormulaTests.swift checks this file
# against the Makefile.
class Ribviz < Formula
  desc "Draws, checks and compares the RIB trees of apps built with Uber's RIBs"
  # The tap is a clone of this repository: build from it, so no address is guessed here.
  head "file://#{File.expand_path("..", __dir__)}", using: :git, branch: "main"

  # Swift 6.1 or later (swift-tools-version 6.1, package traits): Xcode 16.3 or later.
  depends_on xcode: ["16.3", :build]
  depends_on "pkgconf" => :build
  depends_on "graphviz"

  def install
    # SwiftPM's own sandbox cannot start inside Homebrew's.
    system "make", "install", "PREFIX=#{prefix}", "SWIFT_BUILD_FLAGS=--disable-sandbox"
  end

  test do
    assert_match "USAGE: ribviz", shell_output("#{bin}/ribviz --help")
    system bin/"ribviz", "demo", "--output", testpath
    assert_match "The architecture is the same.",
                 shell_output("#{bin}/ribviz diff #{testpath}/tictactoe.trace.json #{testpath}/tictactoe.trace.json")
  end
end
