#!/usr/bin/env python3
"""Hot methods of a JFR recording (JDK 17's jfr has no 'view'): self and total share of CPU samples.

usage: jfr-hot.py RECORDING.jfr [TOP]   (reads `jfr print --json --events jdk.ExecutionSample`)
"""
import collections, json, subprocess, sys

recording, top = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 25
out = subprocess.run(["jfr", "print", "--json", "--events", "jdk.ExecutionSample", recording],
                     check=True, capture_output=True, text=True).stdout
events = json.loads(out)["recording"]["events"]
own, total = collections.Counter(), collections.Counter()
for event in events:
    frames = event["values"]["stackTrace"]["frames"] if event["values"].get("stackTrace") else []
    names = [f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in frames]
    if names:
        own[names[0]] += 1
    for name in set(names):
        total[name] += 1
n = max(1, len(events))
print(f"{len(events)} samples")
print("self:")
for name, count in own.most_common(top):
    print(f"  {100 * count / n:5.1f}%  {name}")
print("total (souvenir, and the libraries' entry points):")
shown = 0
for name, count in total.most_common():
    if shown >= top:
        break
    if name.startswith(("io.souvenir", "org.hibernate", "io.smallrye.jwt", "io.quarkus.oidc", "ai.onnxruntime",
                        "dev.langchain4j", "org.postgresql", "org.apache.kafka", "com.fasterxml", "io.vertx.core.http",
                        "org.jboss.resteasy", "io.agroal", "com.arjuna", "org.jose4j", "io.opentelemetry")):
        print(f"  {100 * count / n:5.1f}%  {name}")
        shown += 1
