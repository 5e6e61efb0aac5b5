#!/usr/bin/env python3
"""An OTLP/HTTP traces receiver on loopback, for ribviz's tests.

It decodes each request body with OpenTelemetry's published protobuf definitions (the
opentelemetry-proto package) and prints it as one line of JSON on standard output, in
OTLP's JSON mapping (ids in base64, 64-bit numbers as strings), before it answers.

  python3 scripts/otlp-test-receiver.py [--status 200] [--reject-spans N]

The first line it prints is `listening on PORT` (a free port of 127.0.0.1, chosen by the
system), once it accepts connections. It stops when its standard input closes.
--status answers every request with that HTTP status (and a text body when it is not
2xx); --reject-spans answers 200 with a partial success that rejects N spans.
"""
import argparse
import http.server
import json
import sys
import threading

from google.protobuf import json_format
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--status", type=int, default=200)
    parser.add_argument("--reject-spans", type=int, default=0)
    options = parser.parse_args()
    output_lock = threading.Lock()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            request = trace_service_pb2.ExportTraceServiceRequest()
            request.ParseFromString(body)
            line = {
                "path": self.path,
                "contentType": self.headers.get("Content-Type"),
                "headers": {name.lower(): value for name, value in self.headers.items()},
                "request": json_format.MessageToDict(request, preserving_proto_field_name=False),
            }
            with output_lock:
                sys.stdout.write(json.dumps(line) + "\n")
                sys.stdout.flush()
            if 200 <= options.status < 300:
                response = trace_service_pb2.ExportTraceServiceResponse()
                if options.reject_spans:
                    response.partial_success.rejected_spans = options.reject_spans
                    response.partial_success.error_message = "rejected by the test receiver"
                payload, content_type = response.SerializeToString(), "application/x-protobuf"
            else:
                payload, content_type = b"refused by the test receiver", "text/plain"
            self.send_response(options.status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, format, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)

    def stop_when_input_closes():
        sys.stdin.read()
        server.shutdown()

    threading.Thread(target=stop_when_input_closes, daemon=True).start()
    sys.stdout.write("listening on %d\n" % server.server_address[1])
    sys.stdout.flush()
    server.serve_forever()


if __name__ == "__main__":
    main()
