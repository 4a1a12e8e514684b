# shellcheck shell=bash
# Apache Kafka 3.9 (kafka/pom.xml, from Maven Central), KRaft, one node that is broker and controller,
# on HOST:KAFKA_PORT (controller HOST:KAFKA_CONTROLLER_PORT). State in STATE/kafka (configuration
# written on every start, data formatted once). Sourced by infra.sh; see its header for the interface.

KAFKA_POM=$HERE/kafka/pom.xml

kafka_version() { sed -n '/<artifactId>kafka_2.13<\/artifactId>/{n;s/.*<version>\(.*\)<\/version>.*/\1/p;}' "$KAFKA_POM"; }
kafka_home() { printf '%s/kafka-%s-%s' "$CACHE" "$(kafka_version)" "$(sha256sum "$KAFKA_POM" | cut -c1-12)"; }
kafka_address() { printf '%s:%s' "$HOST" "$KAFKA_PORT"; }
kafka_env() { printf 'KAFKA_BROKERS=%s' "$(kafka_address)"; }

kafka_provisioned() { [[ -f $(kafka_home)/.complete ]]; }

kafka_prerequisites() {
  if ! command -v java >/dev/null 2>&1; then
    missing "java: Kafka runs on a Java runtime (17 recommended, 11 at least). Debian/Ubuntu: apt-get install -y openjdk-17-jdk-headless; elsewhere https://adoptium.net"
  else
    local major
    major=$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\)[."].*/\1/p' | head -n 1)
    if [[ -n $major && $major -lt 11 ]]; then
      missing "java: found Java $major, Kafka 3.9 needs 11 or newer (17 recommended): apt-get install -y openjdk-17-jdk-headless"
    fi
  fi
  kafka_provisioned || command -v mvn >/dev/null 2>&1 ||
    missing "mvn: needed once to fetch Kafka from Maven Central into $CACHE. Debian/Ubuntu: apt-get install -y maven; elsewhere https://maven.apache.org/download.cgi"
}

kafka_provision() {
  local home tmp t0 jars
  home=$(kafka_home)
  if kafka_provisioned; then
    ok kafka "cached: $(kafka_version) ($home)"
    return
  fi
  t0=$(now_ms)
  say "  kafka        fetching org.apache.kafka:kafka_2.13:$(kafka_version) from Maven Central (mvn dependency:copy-dependencies)..."
  tmp=$(mktemp -d "$CACHE/.kafka.XXXXXX")
  cp "$KAFKA_POM" "$tmp/pom.xml"
  if ! (cd "$tmp" && mvn -B -q -Dstyle.color=never -f pom.xml dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory=lib >mvn.log 2>&1); then
    show_log_tail "$tmp/mvn.log"
    rm -rf "$tmp"
    die "kafka: mvn could not fetch Kafka from Maven Central (its output above)"
  fi
  rm -f "$tmp/mvn.log"
  [[ -f $tmp/lib/kafka_2.13-$(kafka_version).jar ]] || { rm -rf "$tmp"; die "kafka: lib/kafka_2.13-$(kafka_version).jar is missing after mvn"; }
  jars=$(find "$tmp/lib" -name '*.jar' | wc -l)
  touch "$tmp/.complete"
  rm -rf "$home"
  mv "$tmp" "$home" # built beside, then renamed: a second clone never sees a half-filled folder
  ok kafka "fetched $jars jars ($(du -sh "$home/lib" | cut -f1)) in $(since "$t0") -> $home"
}

kafka_pid() { running_pid kafka; }

kafka_java() { # a JVM of ours with Kafka's jars
  java -Xmx512m -XX:+UseG1GC -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    "-Dlog4j.configuration=file:$STATE/kafka/log4j.properties" -cp "$(kafka_home)/lib/*" "$@"
}

kafka_write_config() {
  local dir=$STATE/kafka
  mkdir -p "$dir/data"
  cat >"$dir/server.properties" <<PROPERTIES
# Written by deploy/local/kafka/kafka.sh on every start; edit the script, not this file.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@$HOST:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://$HOST:$KAFKA_PORT,CONTROLLER://$HOST:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$HOST:$KAFKA_PORT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
log.dirs=$dir/data
num.partitions=1
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
# Topics are created from libs/events' registry by our code, never by a typo.
auto.create.topics.enable=false
PROPERTIES
  cat >"$dir/log4j.properties" <<'PROPERTIES'
log4j.rootLogger=WARN, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
# one line that says the server is up
log4j.logger.kafka.server.KafkaRaftServer=INFO
PROPERTIES
}

kafka_format_once() {
  local dir=$STATE/kafka cluster_id
  [[ -f $dir/data/meta.properties ]] && return 0
  cluster_id=$(kafka_java kafka.tools.StorageTool random-uuid 2>>"$LOGS/kafka.log" | tail -n 1)
  [[ -n $cluster_id ]] || { show_log_tail "$LOGS/kafka.log"; die "kafka: StorageTool random-uuid printed nothing"; }
  printf '%s\n' "$cluster_id" >"$dir/cluster-id"
  kafka_java kafka.tools.StorageTool format -t "$cluster_id" -c "$dir/server.properties" >>"$LOGS/kafka.log" 2>&1 ||
    { show_log_tail "$LOGS/kafka.log"; die "kafka: formatting the storage failed"; }
}

kafka_start() {
  kafka_write_config
  kafka_format_once
  start_bg kafka java -Xmx512m -XX:+UseG1GC -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    "-Dlog4j.configuration=file:$STATE/kafka/log4j.properties" -cp "$(kafka_home)/lib/*" kafka.Kafka "$STATE/kafka/server.properties"
  line kafka "started (pid $(pid_from_file kafka)), KRaft broker+controller on $HOST:$KAFKA_PORT/$KAFKA_CONTROLLER_PORT"
}

kafka_health() { probe kafka "$(kafka_address)"; }

kafka_stop() { stop_bg kafka 60; }
