// Command scoreline-ferretdb runs FerretDB v1 (the MongoDB wire protocol on PostgreSQL) for the
// local infrastructure of deploy/local/infra.sh.
//
// FerretDB's own cmd/ferretdb panics when built with `go install` because its generated
// build/version/version.txt is missing from the module; the embeddable package
// github.com/FerretDB/FerretDB/ferretdb has no such requirement, so this small main uses it.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listenAddr := flag.String("listen-addr", "127.0.0.1:27017", "TCP address for the MongoDB wire protocol")
	postgresqlURL := flag.String("postgresql-url", "", "PostgreSQL connection string, e.g. postgres://user@127.0.0.1:55432/ferretdb?pool_max_conns=300")
	logLevel := flag.String("log-level", "warn", "log level: debug, info, warn or error")
	flag.Parse()

	if err := run(*listenAddr, *postgresqlURL, *logLevel); err != nil {
		fmt.Fprintln(os.Stderr, "scoreline-ferretdb:", err)
		os.Exit(1)
	}
}

func run(listenAddr, postgresqlURL, logLevel string) error {
	if postgresqlURL == "" {
		return errors.New("-postgresql-url is required")
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(logLevel)); err != nil {
		return fmt.Errorf("-log-level: %w", err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:      ferretdb.ListenerConfig{TCP: listenAddr},
		Logger:        logger,
		Handler:       "postgresql",
		PostgreSQLURL: postgresqlURL,
	})
	if err != nil {
		return err
	}

	logger.Warn("FerretDB listening", slog.String("addr", listenAddr), slog.Int("pid", os.Getpid()))
	if err := f.Run(ctx); err != nil {
		return err
	}
	logger.Warn("FerretDB stopped")
	return nil
}
