/**
 * Yönetim → Sistem (administrators): the running build, the deployment checks, the cron tasks, the
 * day's errors, storage and migrations, one card each (client/admin/sections/system/). A new card
 * is a component taking SystemCardProps, added to CARDS.
 */
import type { ComponentType } from "react";
import type { SystemDto } from "../../../src/shared/admin-contract";
import { useLoad } from "../hooks";
import { LoadState, SectionHeader } from "../ui";
import { BackupCard } from "./system/BackupCard";
import { BuildCard } from "./system/BuildCard";
import type { SystemCardProps } from "./system/card";
import { CronCard } from "./system/CronCard";
import { DeploymentCard } from "./system/DeploymentCard";
import { ErrorsCard } from "./system/ErrorsCard";
import { JobsCard } from "./system/JobsCard";
import { MigrationsCard } from "./system/MigrationsCard";
import { StorageCard } from "./system/StorageCard";

const CARDS: ReadonlyArray<[string, ComponentType<SystemCardProps>]> = [
  ["build", BuildCard],
  ["deployment", DeploymentCard],
  ["errors", ErrorsCard],
  ["cron", CronCard],
  ["storage", StorageCard],
  ["backup", BackupCard],
  ["jobs", JobsCard],
  ["migrations", MigrationsCard],
];

export function System() {
  const { data, error, reload } = useLoad<SystemDto>("/system");
  return (
    <section className="admin-section">
      <SectionHeader title="Sistem" lead="Sitenin çalışan sürümü, yapılandırması, zamanlanmış görevleri, hataları ve depolaması." />
      <LoadState data={data} error={error} reload={reload} lines={6}>
        {(data) => (
          <div className="system-grid">
            {CARDS.map(([key, Card]) => (
              <Card key={key} data={data} />
            ))}
          </div>
        )}
      </LoadState>
    </section>
  );
}
