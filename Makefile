# The two commands of the README, and a few more.
SWIFT ?= swift
OUT ?= ribviz-output
# Where `make install` puts bin/ribviz; DESTDIR is prepended, for packagers.
PREFIX ?= /usr/local
DESTDIR ?=
# Extra flags for the release build of `make install` (Homebrew passes --disable-sandbox).
SWIFT_BUILD_FLAGS ?=

.PHONY: demo install uninstall test check-build test-otlp build bench deps test-tools fuzz check-core check-consumers check-scanner-600 examples format format-check

## Install libgraphviz if missing, build ribviz and render the bundled TicTacToe example:
## the final tree (with the RIB it leaks, in red), the timeline, the tree while the first
## game is on (event 33), and the HTML report to step through the session in a browser.
## (A debug build: it is ready in about two minutes, where a release build of swift-syntax
## takes several; drawing the example is fast either way.)
demo: deps
	$(SWIFT) build --product ribviz
	$$($(SWIFT) build --show-bin-path)/ribviz render Docs/Examples/tictactoe.trace.json --output $(OUT)
	$$($(SWIFT) build --show-bin-path)/ribviz render Docs/Examples/tictactoe.trace.json --at 33 --types --output $(OUT)
	$$($(SWIFT) build --show-bin-path)/ribviz report Docs/Examples/tictactoe.trace.json --output $(OUT)

## Build ribviz optimised (a release build: several minutes, most of them swift-syntax) and
## install it as $(DESTDIR)$(PREFIX)/bin/ribviz. It needs libgraphviz at run time too.
install: deps
	$(SWIFT) build -c release $(SWIFT_BUILD_FLAGS) --product ribviz
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build -c release $(SWIFT_BUILD_FLAGS) --show-bin-path)/ribviz" "$(DESTDIR)$(PREFIX)/bin/ribviz"

## Remove what `make install` installed.
uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/ribviz"

## Run the test suite. The browser tests need Chromium and its chromedriver, the JSON schema
## tests Python's jsonschema, the Mermaid tests Python's mermaidx, the scripts' check shellcheck: they are installed if missing (scripts/install-test-tools.sh),
## and their tests are skipped where that is not possible.
## The suites that run real servers in this process, their pages in Chromium and render's
## drawing workers (the live server and its sink, its page, the workers, the live demo) run after the rest:
## tests wait for subprocesses on threads of their own, but suites that compute for
## seconds still hold Swift concurrency's few threads, and an in-process server starved
## of them for long misses its tests' guards. The live server's report state (Tests/RibLiveTests/ReportState) runs
## no server and keeps the cores busy for minutes: it runs with the rest, not beside the
## servers. The test suite runs on check-build's build (`swift test` builds with
## other settings than `swift build --build-tests`, and would build everything again).
REPORT_STATE_SUITES = Live(ReportDelta|ChangeLedger|ReportState|ReportStateMemory|Screens)Tests\b
SERVER_SUITES = RibLiveTests\.(?!$(REPORT_STATE_SUITES))|RibLiveSinkTests|LiveReportBrowserTests|DrawingWorkersTests|DemoLiveRequestTests
test: check-build test-tools
	$(SWIFT) test --skip-build --skip '$(SERVER_SUITES)'
	$(SWIFT) test --skip-build --filter '$(SERVER_SUITES)'

## The build of the package and its tests that `make test` runs on (scripts/check-build.sh):
## it fails on any compiler warning in our own code, and on a target that imports a target
## of this package outside its dependencies (SwiftPM's check skips targets with a build
## plugin and those that depend on one).
CHECKED_BUILD_FLAGS = --explicit-target-dependency-import-check error
check-build: deps
	SWIFT='$(SWIFT)' bash scripts/check-build.sh $(CHECKED_BUILD_FLAGS)

## Build ribviz and its tests with the OTLPExport trait (AsyncHTTPClient, off by default),
## checked as `make test`'s build is, and run the suites it changes: `ribviz export --otlp`
## against an OTLP receiver on loopback (scripts/otlp-test-receiver.py, Python's
## opentelemetry-proto) and RibOTLP's own. In .build, like `make test`: the next build without the trait rebuilds ribviz's
## modules (not its dependencies).
OTLP_SUITES = RibOTLPTests|ExportCommandTests|ExportOptionTests|LiveOTLPCommandTests|LiveOTLPOptionTests
test-otlp: deps test-tools
	SWIFT='$(SWIFT)' bash scripts/check-build.sh --traits default,OTLPExport $(CHECKED_BUILD_FLAGS)
	$(SWIFT) test --skip-build --traits default,OTLPExport --filter '$(OTLP_SUITES)'

build: deps
	$(SWIFT) build

## Build and test a small app that links the RibInspector library alone
## (Tests/Fixtures/CoreOnlyApp): the check that what apps embed records, writes, replays
## and analyses traces without RibInspectorTools (the trace reader, the diff, the reports).
check-core:
	$(SWIFT) test --package-path Tests/Fixtures/CoreOnlyApp

## Regenerate every committed example from the current code (Docs/Examples/README.md lists
## them; the test suite fails while one is out of date): the example traces, their reports
## and docs, the docs from their sources, and the README's pictures in Docs/Images.
examples: deps
	$(SWIFT) build --product ribviz
	set -e; bin=$$($(SWIFT) build --show-bin-path)/ribviz; \
	$$bin demo -q -o Docs/Examples; \
	for app in tictactoe tabbed-app; do \
	  $$bin report Docs/Examples/$$app.trace.json -q -o Docs/Examples; \
	  rm -rf Docs/Examples/docs/$$app; $$bin docs Docs/Examples/$$app.trace.json -q -o Docs/Examples/docs/$$app; \
	done; \
	$$bin scan Sources/RibExamples/TicTacToe --format docs -q -o Docs/Examples/FromSource/tictactoe; \
	$$bin scan Sources/RibExamples/TabbedApp --format docs -q -o Docs/Examples/FromSource/tabbed-app; \
	pictures=$$(mktemp -d); \
	$$bin render Docs/Examples/tictactoe.trace.json --at 33 --types --timeline -q -o $$pictures; \
	cp $$pictures/tree-000033.svg Docs/Images/tictactoe-tree.svg; \
	cp $$pictures/timeline.svg Docs/Images/tictactoe-timeline.svg; \
	rm -rf $$pictures

## Resolve, build and test an app whose graph pins swift-syntax 600.0.1 and that adds ribviz
## for RibInspector (Tests/Fixtures/SwiftSyntax600App), and check that swift-syntax was
## resolved at 600.0.1 next to ribviz.
check-consumers:
	$(SWIFT) test --package-path Tests/Fixtures/SwiftSyntax600App
	$(SWIFT) package --package-path Tests/Fixtures/SwiftSyntax600App show-dependencies | grep -q 'swift-syntax<.*@600\.0\.1' \
		|| { echo "check-consumers: swift-syntax was not resolved at 600.0.1" >&2; exit 1; }

## Build the scanner against the oldest swift-syntax ribviz accepts (600.0.1) and run its
## tests, in a copy of the tracked files with a scratch folder of its own
## (.build-swift-syntax-600). Not run by CI: it builds swift-syntax once more (about 5
## minutes the first time).
check-scanner-600:
	rm -rf .build-swift-syntax-600/package && mkdir -p .build-swift-syntax-600/package
	git ls-files -z | xargs -0 cp --parents -t .build-swift-syntax-600/package
	cd .build-swift-syntax-600/package && $(SWIFT) package --scratch-path ../build resolve \
		&& $(SWIFT) package --scratch-path ../build resolve swift-syntax --version 600.0.1 \
		&& $(SWIFT) test --scratch-path ../build --filter RibScannerTests

deps:
	@bash scripts/install-dependencies.sh

## Check every Swift file we write (not the scanner's fixtures, which are input data)
## against .swift-format with the toolchain's `swift format`: its rules and its layout. Any
## finding fails; `make format` fixes the layout (CONTRIBUTING.md says which rules are off).
format-check:
	find Sources Tests Plugins Benchmarks/Sources Fuzzing/Sources -name '*.swift' -not -path 'Tests/RibScannerTests/Fixtures/*' -not -path '*/.build*' -print0 \
		| xargs -0 $(SWIFT) format lint --parallel --strict --configuration .swift-format

## Apply .swift-format's layout to every Swift file we write, in place.
format:
	find Sources Tests Plugins Benchmarks/Sources Fuzzing/Sources -name '*.swift' -not -path 'Tests/RibScannerTests/Fixtures/*' -not -path '*/.build*' -print0 \
		| xargs -0 $(SWIFT) format format --in-place --parallel --configuration .swift-format

test-tools:
	@bash scripts/install-test-tools.sh

## Fuzz the trace reader and the analysis with libFuzzer for 60 s (FUZZ_SECONDS=600 for longer);
## findings land in Fuzzing/.build/findings (scripts/fuzz.sh says more).
fuzz:
	bash scripts/fuzz.sh $(or $(FUZZ_SECONDS),60)

## Benchmarks (release builds; see Docs/Performance.md). render-bench and live-bench open
## pages in Chromium, which test-tools installs.
bench: deps test-tools
	$(SWIFT) run -c release --package-path Benchmarks recorder-bench
	$(SWIFT) run -c release --package-path Benchmarks live-bench
	$(SWIFT) run -c release --package-path Benchmarks observer-bench
	$(SWIFT) run -c release --package-path Benchmarks trace-bench
	$(SWIFT) run -c release --package-path Benchmarks graphviz-bench
	$(SWIFT) run -c release --package-path Benchmarks inspect-bench
	$(SWIFT) run -c release --package-path Benchmarks otlp-bench
	$(SWIFT) run -c release --package-path Benchmarks render-bench
	$(SWIFT) run -c release --package-path Benchmarks scan-bench
