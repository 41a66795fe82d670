// Generated from supabase/migrations by `pnpm gen:types`; edit a migration, never this file.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      admin_audit_log: {
        Row: {
          id: number;
          actor_id: string | null;
          action: string;
          target: string | null;
          details: Json;
          at: string;
        };
        Insert: {
          id?: never;
          actor_id?: string | null;
          action: string;
          target?: string | null;
          details?: Json;
          at?: string;
        };
        Update: {
          id?: never;
          actor_id?: string | null;
          action?: string;
          target?: string | null;
          details?: Json;
          at?: string;
        };
        Relationships: [];
      };
      feature_flags: {
        Row: {
          name: string;
          flag_type: string;
          enabled: boolean;
          description: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          name: string;
          flag_type?: string;
          enabled?: boolean;
          description?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          name?: string;
          flag_type?: string;
          enabled?: boolean;
          description?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      game_teams: {
        Row: {
          game_id: string;
          position: number;
          name: string;
          colour: string;
          score: number;
          answered: number;
          correct: number;
          question_set_id: string | null;
          question_set_title: string;
        };
        Insert: {
          game_id: string;
          position: number;
          name: string;
          colour: string;
          score: number;
          answered: number;
          correct: number;
          question_set_id?: string | null;
          question_set_title: string;
        };
        Update: {
          game_id?: string;
          position?: number;
          name?: string;
          colour?: string;
          score?: number;
          answered?: number;
          correct?: number;
          question_set_id?: string | null;
          question_set_title?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'game_teams_game_id_fkey';
            columns: ['game_id'];
            isOneToOne: false;
            referencedRelation: 'games';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'game_teams_question_set_id_fkey';
            columns: ['question_set_id'];
            isOneToOne: false;
            referencedRelation: 'question_sets';
            referencedColumns: ['id'];
          },
        ];
      };
      game_turns: {
        Row: {
          game_id: string;
          position: number;
          round: number;
          team_position: number;
          kind: string;
          question_id: string | null;
          question_text: string | null;
          mark: string | null;
          chosen_option: string | null;
          effect: string | null;
          scramble_outcome: string | null;
          points: number;
        };
        Insert: {
          game_id: string;
          position: number;
          round: number;
          team_position: number;
          kind: string;
          question_id?: string | null;
          question_text?: string | null;
          mark?: string | null;
          chosen_option?: string | null;
          effect?: string | null;
          scramble_outcome?: string | null;
          points: number;
        };
        Update: {
          game_id?: string;
          position?: number;
          round?: number;
          team_position?: number;
          kind?: string;
          question_id?: string | null;
          question_text?: string | null;
          mark?: string | null;
          chosen_option?: string | null;
          effect?: string | null;
          scramble_outcome?: string | null;
          points?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'game_turns_game_id_fkey';
            columns: ['game_id'];
            isOneToOne: false;
            referencedRelation: 'games';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'game_turns_game_id_team_position_fkey';
            columns: ['game_id', 'team_position'];
            isOneToOne: false;
            referencedRelation: 'game_teams';
            referencedColumns: ['game_id', 'position'];
          },
          {
            foreignKeyName: 'game_turns_question_id_fkey';
            columns: ['question_id'];
            isOneToOne: false;
            referencedRelation: 'questions';
            referencedColumns: ['id'];
          },
        ];
      };
      games: {
        Row: {
          id: string;
          owner_id: string;
          client_id: string;
          started_at: string;
          ended_at: string;
          rounds: number;
          ended_by: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          owner_id?: string;
          client_id: string;
          started_at: string;
          ended_at: string;
          rounds: number;
          ended_by: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          owner_id?: string;
          client_id?: string;
          started_at?: string;
          ended_at?: string;
          rounds?: number;
          ended_by?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      multiple_choice_options: {
        Row: {
          id: string;
          question_id: string;
          position: number;
          option_text: string;
          is_correct: boolean;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          question_id: string;
          position?: number;
          option_text: string;
          is_correct?: boolean;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          question_id?: string;
          position?: number;
          option_text?: string;
          is_correct?: boolean;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'multiple_choice_options_question_id_fkey';
            columns: ['question_id'];
            isOneToOne: false;
            referencedRelation: 'questions';
            referencedColumns: ['id'];
          },
        ];
      };
      newsletter_subscribers: {
        Row: {
          id: string;
          email: string;
          confirmation_token: string;
          confirmation_sent_at: string | null;
          confirmed_at: string | null;
          unsubscribe_token: string;
          unsubscribed_at: string | null;
          ip_address: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          email: string;
          confirmation_token?: string;
          confirmation_sent_at?: string | null;
          confirmed_at?: string | null;
          unsubscribe_token?: string;
          unsubscribed_at?: string | null;
          ip_address?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          email?: string;
          confirmation_token?: string;
          confirmation_sent_at?: string | null;
          confirmed_at?: string | null;
          unsubscribe_token?: string;
          unsubscribed_at?: string | null;
          ip_address?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      payments: {
        Row: {
          id: string;
          provider: string;
          provider_event_id: string;
          event_type: string;
          user_id: string | null;
          amount_cents: number | null;
          currency: string | null;
          status: string | null;
          payload: Json;
          created_at: string;
        };
        Insert: {
          id?: string;
          provider: string;
          provider_event_id: string;
          event_type: string;
          user_id?: string | null;
          amount_cents?: number | null;
          currency?: string | null;
          status?: string | null;
          payload?: Json;
          created_at?: string;
        };
        Update: {
          id?: string;
          provider?: string;
          provider_event_id?: string;
          event_type?: string;
          user_id?: string | null;
          amount_cents?: number | null;
          currency?: string | null;
          status?: string | null;
          payload?: Json;
          created_at?: string;
        };
        Relationships: [];
      };
      problem_reports: {
        Row: {
          id: string;
          category: string;
          description: string;
          contact_email: string | null;
          page: string | null;
          user_agent: string | null;
          reporter_id: string | null;
          status: string;
          created_at: string;
          updated_at: string;
          admin_notes: string | null;
        };
        Insert: {
          id?: string;
          category: string;
          description: string;
          contact_email?: string | null;
          page?: string | null;
          user_agent?: string | null;
          reporter_id?: string | null;
          status?: string;
          created_at?: string;
          updated_at?: string;
          admin_notes?: string | null;
        };
        Update: {
          id?: string;
          category?: string;
          description?: string;
          contact_email?: string | null;
          page?: string | null;
          user_agent?: string | null;
          reporter_id?: string | null;
          status?: string;
          created_at?: string;
          updated_at?: string;
          admin_notes?: string | null;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          id: string;
          username: string | null;
          referral_source: string | null;
          email_opt_in: boolean;
          terms_accepted: boolean;
          created_at: string;
          updated_at: string;
          keep_games: boolean;
          games_retention_days: number | null;
        };
        Insert: {
          id: string;
          username?: string | null;
          referral_source?: string | null;
          email_opt_in?: boolean;
          terms_accepted?: boolean;
          created_at?: string;
          updated_at?: string;
          keep_games?: boolean;
          games_retention_days?: number | null;
        };
        Update: {
          id?: string;
          username?: string | null;
          referral_source?: string | null;
          email_opt_in?: boolean;
          terms_accepted?: boolean;
          created_at?: string;
          updated_at?: string;
          keep_games?: boolean;
          games_retention_days?: number | null;
        };
        Relationships: [];
      };
      question_sets: {
        Row: {
          id: string;
          game_name: string;
          question_format: string;
          description: string | null;
          intended_grades: string[];
          intended_settings: string[];
          is_public: boolean;
          is_official: boolean;
          created_by: string | null;
          copied_from: string | null;
          created_at: string;
          updated_at: string;
          question_order: string;
          unpublished_by_admin_at: string | null;
          language: string;
        };
        Insert: {
          id?: string;
          game_name: string;
          question_format?: string;
          description?: string | null;
          intended_grades?: string[];
          intended_settings?: string[];
          is_public?: boolean;
          is_official?: boolean;
          created_by?: string | null;
          copied_from?: string | null;
          created_at?: string;
          updated_at?: string;
          question_order?: string;
          unpublished_by_admin_at?: string | null;
          language?: string;
        };
        Update: {
          id?: string;
          game_name?: string;
          question_format?: string;
          description?: string | null;
          intended_grades?: string[];
          intended_settings?: string[];
          is_public?: boolean;
          is_official?: boolean;
          created_by?: string | null;
          copied_from?: string | null;
          created_at?: string;
          updated_at?: string;
          question_order?: string;
          unpublished_by_admin_at?: string | null;
          language?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'question_sets_copied_from_fkey';
            columns: ['copied_from'];
            isOneToOne: false;
            referencedRelation: 'question_sets';
            referencedColumns: ['id'];
          },
        ];
      };
      questions: {
        Row: {
          id: string;
          question_set_id: string;
          position: number;
          question: string;
          answer: string;
          type: string;
          question_type: string;
          media_url: string | null;
          media_type: string | null;
          media_alt: string | null;
          media_attribution: string | null;
          is_premium: boolean;
          created_at: string;
          updated_at: string;
          copied_from_question_id: string | null;
          is_premium_copy: boolean;
        };
        Insert: {
          id?: string;
          question_set_id: string;
          position?: number;
          question: string;
          answer: string;
          type?: string;
          question_type?: string;
          media_url?: string | null;
          media_type?: string | null;
          media_alt?: string | null;
          media_attribution?: string | null;
          is_premium?: boolean;
          created_at?: string;
          updated_at?: string;
          copied_from_question_id?: string | null;
          is_premium_copy?: boolean;
        };
        Update: {
          id?: string;
          question_set_id?: string;
          position?: number;
          question?: string;
          answer?: string;
          type?: string;
          question_type?: string;
          media_url?: string | null;
          media_type?: string | null;
          media_alt?: string | null;
          media_attribution?: string | null;
          is_premium?: boolean;
          created_at?: string;
          updated_at?: string;
          copied_from_question_id?: string | null;
          is_premium_copy?: boolean;
        };
        Relationships: [
          {
            foreignKeyName: 'questions_copied_from_question_id_fkey';
            columns: ['copied_from_question_id'];
            isOneToOne: false;
            referencedRelation: 'questions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'questions_question_set_id_fkey';
            columns: ['question_set_id'];
            isOneToOne: false;
            referencedRelation: 'question_sets';
            referencedColumns: ['id'];
          },
        ];
      };
      starred_question_sets: {
        Row: {
          user_id: string;
          question_set_id: string;
          created_at: string;
        };
        Insert: {
          user_id?: string;
          question_set_id: string;
          created_at?: string;
        };
        Update: {
          user_id?: string;
          question_set_id?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'starred_question_sets_question_set_id_fkey';
            columns: ['question_set_id'];
            isOneToOne: false;
            referencedRelation: 'question_sets';
            referencedColumns: ['id'];
          },
        ];
      };
      user_roles: {
        Row: {
          user_id: string;
          role: string;
          created_at: string;
        };
        Insert: {
          user_id: string;
          role: string;
          created_at?: string;
        };
        Update: {
          user_id?: string;
          role?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      user_subscriptions: {
        Row: {
          id: string;
          user_id: string;
          active: boolean;
          subscription_type: string;
          valid_until: string | null;
          provider: string | null;
          provider_customer_id: string | null;
          provider_subscription_id: string | null;
          created_at: string;
          updated_at: string;
          cancel_at_period_end: boolean;
          payment_failed_at: string | null;
        };
        Insert: {
          id?: string;
          user_id: string;
          active?: boolean;
          subscription_type?: string;
          valid_until?: string | null;
          provider?: string | null;
          provider_customer_id?: string | null;
          provider_subscription_id?: string | null;
          created_at?: string;
          updated_at?: string;
          cancel_at_period_end?: boolean;
          payment_failed_at?: string | null;
        };
        Update: {
          id?: string;
          user_id?: string;
          active?: boolean;
          subscription_type?: string;
          valid_until?: string | null;
          provider?: string | null;
          provider_customer_id?: string | null;
          provider_subscription_id?: string | null;
          created_at?: string;
          updated_at?: string;
          cancel_at_period_end?: boolean;
          payment_failed_at?: string | null;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      add_question: {
        Args: {
          set_id: string;
          question: string;
          answer: string;
          type?: string;
          question_type?: string;
          options?: Json;
          media_url?: string;
          media_type?: string;
          media_alt?: string;
          media_attribution?: string;
        };
        Returns: string;
      };
      admin_dashboard_counts: {
        Args: never;
        Returns: {
          users: number;
          question_sets: number;
          questions: number;
          problem_reports: number;
          open_problem_reports: number;
          kept_games: number;
        }[];
      };
      admin_find_accounts: {
        Args: {
          search: string;
        };
        Returns: {
          id: string;
          email: string;
          is_premium: boolean;
        }[];
      };
      admin_set_feature_flag: {
        Args: {
          flag_name: string;
          turned_on: boolean;
        };
        Returns: undefined;
      };
      admin_set_official: {
        Args: {
          set_id: string;
          official: boolean;
        };
        Returns: undefined;
      };
      admin_set_premium: {
        Args: {
          account_id: string;
          premium: boolean;
        };
        Returns: undefined;
      };
      admin_unpublish_set: {
        Args: {
          set_id: string;
        };
        Returns: undefined;
      };
      admin_update_report: {
        Args: {
          report_id: string;
          new_status: string;
          notes?: string;
        };
        Returns: undefined;
      };
      copy_question_set:
        | {
            Args: {
              set_id: string;
            };
            Returns: string;
          }
        | {
            Args: {
              set_id: string;
              new_name: string;
            };
            Returns: string;
          };
      current_user_is_admin: {
        Args: never;
        Returns: boolean;
      };
      current_user_is_premium: {
        Args: never;
        Returns: boolean;
      };
      hardest_questions: {
        Args: {
          set_id?: string;
          started_from?: string;
          started_before?: string;
        };
        Returns: {
          question_id: string;
          question_text: string;
          asked: number;
          answered_right: number;
          is_own: boolean;
          question_set_id: string;
        }[];
      };
      import_questions: {
        Args: {
          set_id: string;
          questions: Json;
        };
        Returns: number;
      };
      record_game: {
        Args: {
          game: Json;
        };
        Returns: string;
      };
      reorder_questions: {
        Args: {
          set_id: string;
          question_ids: string[];
        };
        Returns: undefined;
      };
      toggle_star: {
        Args: {
          set_id: string;
        };
        Returns: boolean;
      };
      update_question: {
        Args: {
          question_id: string;
          question: string;
          answer: string;
          type?: string;
          question_type?: string;
          options?: Json;
          is_premium?: boolean;
          media_url?: string;
          media_type?: string;
          media_alt?: string;
          media_attribution?: string;
        };
        Returns: undefined;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};
